import { Suspense } from 'react';
import { useLaterStrings, useT } from './i18n';
import type { TranslateParams } from './translate';

function Text({ k, params }: { k: string; params?: TranslateParams }) {
  useLaterStrings();
  return <>{useT()(k, params)}</>;
}

/**
 * A string of the dictionary's later part (an error message, ADR 0018): rendered once that part is
 * loaded, nothing until then; while hydrating, the server's text stays.
 */
export function LaterText({ k, params }: { k: string; params?: TranslateParams }) {
  return (
    <Suspense fallback={null}>
      <Text k={k} params={params} />
    </Suspense>
  );
}
