/*
 * notification-hub: a bell button with the unread count and a disclosure panel of the player's recent
 * notifications (core's NOTIFICATION_PATHS on the gateway, with the session cookie); new ones arrive
 * through the in-app events. The sandbox README, "Micro-frontends", and ADR 0071 (focus rules).
 */
(() => {
  const SANDBOX_URL = '__SANDBOX_URL__';
  const HISTORY_PATH = '/pams/api/v2/player/notifications';
  const READ_PATH = '/pams/api/v2/player/notifications/read';
  const BELL =
    '<svg class="nh-icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false"><path fill="currentColor" d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"/></svg>';
  const { EVENTS, BONUS_KINDS, TEXTS, locale, escapeHtml, notificationOf, relativeTime, requestBonus } =
    NotificationKit;
  const registry = window.casinoMicroFrontends || {};
  window.casinoMicroFrontends = registry;
  let mounts = 0;

  registry['notification-hub'] = {
    mount(host, initialProps) {
      mounts += 1;
      const panelId = `notification-hub-${mounts}-panel`;
      const headingId = `notification-hub-${mounts}-heading`;
      let props = { ...initialProps };
      let items = [];
      let unreadCount = 0;
      let status = 'loading';
      let open = false;
      let unmounted = false;
      // Aborted on unmount: a call left running would keep one of the browser's six connections to the
      // gateway (its answer never read) for as long as the page lives.
      const calls = new AbortController();
      let loads = 0;
      let announced = null;
      const t = () => TEXTS[locale(props)];
      const e = escapeHtml;
      const gateway = () => (props.gatewayUrl || SANDBOX_URL).replace(/\/+$/, '');
      const accountSite = () => (props.accountSiteUrl || `${SANDBOX_URL}/account`).replace(/\/+$/, '');

      const root = document.createElement('div');
      root.className = 'nh';
      root.innerHTML = `<button type="button" class="nh-bell" aria-expanded="false" aria-controls="${panelId}">${BELL}<span class="nh-badge" aria-hidden="true" hidden></span></button>
        <span class="nh-sr" role="status" aria-live="polite"></span>
        <div class="nh-panel" id="${panelId}" role="region" aria-labelledby="${headingId}" hidden>
          <div class="nh-head"><h2 class="nh-heading" id="${headingId}" tabindex="-1"></h2><button type="button" class="nh-link" data-action="read-all"></button></div>
          <div class="nh-body"></div>
        </div>`;
      host.appendChild(root);
      const bell = root.querySelector('.nh-bell');
      const badge = root.querySelector('.nh-badge');
      const live = root.querySelector('.nh-sr');
      const panel = root.querySelector('.nh-panel');
      const body = root.querySelector('.nh-body');

      function item(notification) {
        const bonus = BONUS_KINDS.includes(notification.type);
        const actions = [
          bonus
            ? `<a class="nh-link" data-action="open-bonus" href="${e(`${accountSite()}/dashboard`)}" target="_blank" rel="noopener">${e(t().seeBonus)}</a>`
            : '',
          notification.read
            ? ''
            : `<button type="button" class="nh-link" data-action="read">${e(t().markRead)}</button>`,
        ].join('');
        return `<li class="nh-item${notification.read ? '' : ' nh-unread'}" data-id="${e(notification.id)}">
          <p class="nh-title">${notification.read ? '' : `<span class="nh-sr">${e(t().unread)}: </span>`}${e(notification.title)}</p>
          <p class="nh-message">${e(notification.message)}</p>
          <p class="nh-meta"><time datetime="${e(notification.createdAt)}">${e(relativeTime(notification.createdAt, locale(props)))}</time></p>
          ${actions ? `<div class="nh-actions">${actions}</div>` : ''}
        </li>`;
      }

      function render() {
        const texts = t();
        root.hidden = status === 'guest';
        root.dataset.theme = props.theme === 'dark' ? 'dark' : 'light';
        const count = texts.count(unreadCount);
        bell.setAttribute('aria-label', unreadCount > 0 ? `${texts.hub}, ${count}` : texts.hub);
        bell.setAttribute('aria-expanded', String(open));
        badge.hidden = unreadCount === 0;
        badge.textContent = unreadCount > 9 ? '9+' : String(unreadCount);
        if (status === 'ready' && announced !== unreadCount) {
          announced = unreadCount;
          live.textContent = count;
        }
        panel.hidden = !open;
        root.querySelector('.nh-heading').textContent = texts.hub;
        const readAll = root.querySelector('[data-action="read-all"]');
        readAll.textContent = texts.markAll;
        readAll.hidden = unreadCount === 0;
        // Replacing the list drops the focused button: focus goes to the panel's heading instead.
        const hadFocus = body.contains(document.activeElement);
        if (status === 'loading') body.innerHTML = `<p class="nh-note">${e(texts.loading)}</p>`;
        else if (status === 'failed')
          body.innerHTML = `<p class="nh-note" role="alert">${e(texts.failed)}</p><button type="button" class="nh-link" data-action="retry">${e(texts.retry)}</button>`;
        else if (items.length === 0) body.innerHTML = `<p class="nh-note">${e(texts.empty)}</p>`;
        else body.innerHTML = `<ul class="nh-list">${items.map(item).join('')}</ul>`;
        if (hadFocus && open) root.querySelector('.nh-heading').focus();
      }

      function apply(answer) {
        items = Array.isArray(answer.notifications) ? answer.notifications : [];
        unreadCount = Number(answer.unreadCount) || 0;
        status = 'ready';
      }

      async function call(path, init) {
        const load = ++loads;
        try {
          const response = await fetch(`${gateway()}${path}`, {
            credentials: 'include',
            ...init,
            signal: calls.signal,
            headers: {
              accept: 'application/json',
              'accept-language': locale(props),
              ...init?.headers,
            },
          });
          if (unmounted || load !== loads) {
            // A later call answers instead: this answer is let go, not left unread.
            response.body?.cancel();
            return;
          }
          if (response.status === 401) status = 'guest';
          else if (!response.ok) status = 'failed';
          else apply(await response.json());
        } catch {
          if (load === loads) status = 'failed';
        }
        if (!unmounted && load === loads) render();
      }

      const load = () => {
        if (!props.username) {
          status = 'guest';
          render();
          return;
        }
        status = 'loading';
        render();
        call(`${HISTORY_PATH}?max=20`);
      };
      const markRead = (request) =>
        call(READ_PATH, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(request),
        });

      const setOpen = (value, focusBell) => {
        open = value;
        render();
        if (focusBell) bell.focus();
      };

      bell.addEventListener('click', () => setOpen(!open, false));
      panel.addEventListener('click', (event) => {
        const target = event.target instanceof Element ? event.target.closest('[data-action]') : null;
        if (!target) return;
        const action = target.dataset.action;
        if (action === 'retry') return load();
        if (action === 'read-all') return markRead({ all: true });
        const id = target.closest('[data-id]')?.dataset.id;
        const notification = items.find((entry) => entry.id === id);
        if (!notification) return;
        if (action === 'open-bonus' && requestBonus(notification)) event.preventDefault();
        if (!notification.read) markRead({ ids: [notification.id] });
      });
      root.addEventListener('keydown', (event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false, true);
        }
      });
      root.addEventListener('focusout', (event) => {
        if (open && event.relatedTarget && !root.contains(event.relatedTarget)) setOpen(false, false);
      });
      const onOutside = (event) => {
        if (open && !root.contains(event.target)) setOpen(false, false);
      };
      document.addEventListener('click', onOutside);

      const onNotification = (event) => {
        const notification = notificationOf(event);
        if (!notification || status !== 'ready' || items.some((entry) => entry.id === notification.id))
          return;
        items = [{ ...notification, read: false }, ...items];
        unreadCount += 1;
        render();
      };
      window.addEventListener(EVENTS.simple, onNotification);
      window.addEventListener(EVENTS.bonus, onNotification);

      load();
      return {
        update(next) {
          const key = () => JSON.stringify([props.locale, props.username, props.gatewayUrl]);
          const before = key();
          props = { ...props, ...next };
          if (key() !== before) load();
          else render();
        },
        unmount() {
          unmounted = true;
          calls.abort();
          window.removeEventListener(EVENTS.simple, onNotification);
          window.removeEventListener(EVENTS.bonus, onNotification);
          document.removeEventListener('click', onOutside);
          root.remove();
        },
      };
    },
  };
})();
