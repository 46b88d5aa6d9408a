import { type ComponentProps, type ComponentType, useEffect, useState } from 'react';

let lastTurn: Promise<void> = Promise.resolve();

/** A turn of its own: a task after the task of every turn taken before it. */
function nextTurn(): Promise<void> {
  const turn = lastTurn.then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  lastTurn = turn;
  return turn;
}

/**
 * A component whose code loads on its first mount, for what renders only after hydration and comes in
 * one chunk with others (the after-hydration chunk: the session's start, web messages, the native
 * banner, the jackpot badges, the consent's services). Each shows in a task of its own once its code is
 * there, so their first renders and effects are short tasks, not one long one (21 ms at 1x on `/`, a
 * long task on a phone: issue 13, ADR 0045).
 *
 * Not `React.lazy`: React reveals suspended boundaries together (it holds a boundary's content up to
 * 300 ms to show it with others), so components whose code arrived together were committed, and their
 * effects run, in one task whatever their boundaries. Until its code is there it renders nothing; a
 * failed load is thrown to the nearest error boundary, as `lazy` would.
 */
// biome-ignore lint/suspicious/noExplicitAny: any component type, as React's own `lazy`
export function lazyOneTaskEach<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): ComponentType<ComponentProps<T>> {
  type P = ComponentProps<T>;
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const get = () => {
    if (!loading) {
      loading = load().then(async (module) => {
        await nextTurn();
        loaded = module.default;
        return loaded;
      });
      // A failed load is tried again by the next mount.
      loading.catch(() => {
        loading = null;
      });
    }
    return loading;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: called once per component, at its module's top level, as `lazy` is
  return function OneTaskEach(props: P) {
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    useEffect(() => {
      if (Component) return;
      let mounted = true;
      get().then(
        (component) => {
          if (mounted) setComponent(() => component);
        },
        (error: unknown) => {
          if (mounted)
            setComponent(() => () => {
              throw error;
            });
        },
      );
      return () => {
        mounted = false;
      };
    }, [Component]);
    return Component ? <Component {...props} /> : null;
  };
}
