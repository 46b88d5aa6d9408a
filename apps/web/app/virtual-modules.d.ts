/** The chrome's stylesheet as text, for the server to inline (vite.inline-css.ts). */
declare module 'virtual:frame-css' {
  const css: string;
  export default css;
}
