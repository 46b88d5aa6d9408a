/**
 * The native app banner's place in the first paint (issue 13: CLS <= 0.02 with the banner). Pages are
 * the same HTML for every visitor (they are cached by path), so the server cannot know whether the
 * banner shows. A head script decides it before the first paint, as nativeBannerFor does after
 * hydration, and marks `<html data-native-banner>`; the banner's slot keeps its height under that mark,
 * so nothing below it moves when the banner's code arrives. native-banner-hint.test.ts holds the
 * script to nativeBannerFor's decision over user agents, queries and cookies.
 */
import { USER_AGENT_PATTERNS } from '@casino/core/device';
import { NATIVE_BANNER_COOKIE, parseBannerOs } from './native-banner';

export const NATIVE_BANNER_ATTRIBUTE = 'data-native-banner';

const { tv, phone, tablet } = USER_AGENT_PATTERNS;

/** The inline script for the document's head, with the configured OS list written in. */
export function nativeBannerHintScript(bannerOs: readonly string[]): string {
  // JSON in a script element: no `<` may close it.
  const os = JSON.stringify(parseBannerOs(bannerOs)).replace(/</g, '\\u003c');
  return (
    `(function(l){try{var n=navigator,u=n.userAgent||'',t=n.maxTouchPoints||0,q=new URLSearchParams(location.search),e=q.get('embed');` +
    `if(q.get('nativeapp')==='1'||e==='true'||e==='native'||q.get('app')==='vegas')return;` +
    `if(/(?:^|;)\\s*${NATIVE_BANNER_COOKIE}\\s*=/.test(document.cookie))return;` +
    `var v=${tv}.test(u),w=/Windows Phone|IEMobile/i.test(u),a=/\\bAndroid\\b/i.test(u)&&!w,p=/\\bMacintosh\\b/.test(u)&&t>1,` +
    `b=!v&&(${tablet}.test(u)||p||(a&&!/Mobile/i.test(u))),m=!v&&(b||${phone}.test(u)||a),` +
    `o=w?null:a?'android':(/\\b(iPhone|iPad|iPod)\\b/.test(u)||p)?'ios':null;` +
    `if(m&&o&&l.indexOf(o)>=0)document.documentElement.setAttribute('${NATIVE_BANNER_ATTRIBUTE}','')}catch(x){}})(${os});`
  );
}

/** The banner will not show (or is closed): its slot gives its height back. */
export function clearNativeBannerHint(): void {
  document.documentElement.removeAttribute(NATIVE_BANNER_ATTRIBUTE);
}
