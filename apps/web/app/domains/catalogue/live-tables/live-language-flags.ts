import ar from './flags/ar.svg';
import el from './flags/el.svg';
import en from './flags/en.svg';
import nl from './flags/nl.svg';
import ptBr from './flags/pt-br.svg';
import ro from './flags/ro.svg';
import tr from './flags/tr.svg';

/** Flag images for core's LIVE_LANGUAGE_FLAGS (catalogue.md section 3), bundled by Vite. */
const FLAGS: Readonly<Record<string, string>> = { ar, el, en, nl, 'pt-br': ptBr, ro, tr };

export function liveFlagUrl(code: string): string {
  return FLAGS[code] ?? '';
}
