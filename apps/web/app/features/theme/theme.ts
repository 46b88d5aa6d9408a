/** Colour mode: system (the default) or an explicit light or dark choice, stored in localStorage. */
export type ColourMode = 'system' | 'light' | 'dark';
export const THEME_STORAGE_KEY = 'colour-mode';

export const THEME_SCRIPT = `(function(){try{var m=localStorage.getItem('${THEME_STORAGE_KEY}');var d=document.documentElement;if(m==='light'||m==='dark'){d.dataset.theme=m}else{d.dataset.theme=matchMedia('(prefers-color-scheme: light)').matches?'light':'dark'}}catch(e){}})();`;
