/**
 * Word lists for the fictional catalogue. Every name here is invented: no real brand, studio or game.
 * Texts come in pairs (Romanian with diacritics, English) so the locale only changes which one is used.
 */
export interface Text {
  ro: string;
  en: string;
}

export const t = (ro: string, en: string): Text => ({ ro, en });

export interface ProviderSeed {
  name: string;
  liveOnly?: boolean;
  /** Makes live games too (besides casino games). */
  live?: boolean;
}

export const PROVIDERS: readonly ProviderSeed[] = [
  { name: 'Aurora Reels' },
  { name: 'Bucovina Games' },
  { name: 'Carpați Studio', live: true },
  { name: 'Dunărea Interactive' },
  { name: 'Voroneț Gaming' },
  { name: 'Transilvania Slots' },
  { name: 'Vulpea Argintie' },
  { name: 'Stejar Labs' },
  { name: 'Cometa Play' },
  { name: 'Mureș Digital' },
  { name: 'Olt Valley Games' },
  { name: 'Harghita Reels' },
  { name: 'Delta Spin' },
  { name: 'Zimbru Studios', live: true },
  { name: 'Ciocârlia Games' },
  { name: 'Mărțișor Play' },
  { name: 'Argeș Works' },
  { name: 'Pelican Bay Gaming' },
  { name: 'Sturion Studios' },
  { name: 'Cetatea Games' },
  { name: 'Bucegi Interactive' },
  { name: 'Retezat Reels' },
  { name: 'Făgăraș Play' },
  { name: 'Lotus Noir Gaming' },
  { name: 'Helix Spin' },
  { name: 'Orion Forge' },
  { name: 'Nimbus Slots' },
  { name: 'Kestrel Games' },
  { name: 'Ember Lane' },
  { name: 'Moonfield Studios' },
  { name: 'Tidewater Play' },
  { name: 'Copperwick Gaming' },
  { name: 'Silver Lynx' },
  { name: 'Blue Heron Games' },
  { name: 'Ironbark Interactive' },
  { name: 'Velvet Fox Studios', live: true },
  { name: 'Granite Peak Gaming' },
  { name: 'Saffron Reels' },
  { name: 'Studio Live București', liveOnly: true },
  { name: 'Live Atelier', liveOnly: true },
  { name: 'Lumina Dealer Live', liveOnly: true },
  { name: 'Crown Table Live', liveOnly: true },
  { name: 'Vivace Live', liveOnly: true },
  { name: 'Salon Regal Live', liveOnly: true },
];

export type Theme =
  | 'fructe'
  | 'egipt'
  | 'mitologie'
  | 'animale'
  | 'asia'
  | 'pirati'
  | 'fantezie'
  | 'spatiu'
  | 'clasice'
  | 'folclor'
  | 'ocean'
  | 'vestul-salbatic'
  | 'iarna'
  | 'halloween'
  | 'sport'
  | 'muzica';

/** Slot name heads and the theme (collection) they belong to. */
export const SLOT_NOUNS: readonly (readonly [string, Theme])[] = [
  ['Fructe', 'fructe'],
  ['Cireșe', 'fructe'],
  ['Lămâi', 'fructe'],
  ['Pepeni', 'fructe'],
  ['Struguri', 'fructe'],
  ['Căpșuni', 'fructe'],
  ['Prunele', 'fructe'],
  ['Faraonul', 'egipt'],
  ['Piramida', 'egipt'],
  ['Sfinxul', 'egipt'],
  ['Scarabeul', 'egipt'],
  ['Papirusul', 'egipt'],
  ['Oaza', 'egipt'],
  ['Olimpul', 'mitologie'],
  ['Titanul', 'mitologie'],
  ['Minotaurul', 'mitologie'],
  ['Pegasul', 'mitologie'],
  ['Oracolul', 'mitologie'],
  ['Labirintul', 'mitologie'],
  ['Lupul', 'animale'],
  ['Ursul', 'animale'],
  ['Cerbul', 'animale'],
  ['Vulturul', 'animale'],
  ['Leul', 'animale'],
  ['Bizonul', 'animale'],
  ['Vulpea', 'animale'],
  ['Bufnița', 'animale'],
  ['Dragonul', 'asia'],
  ['Lotusul', 'asia'],
  ['Samuraiul', 'asia'],
  ['Ursul Panda', 'asia'],
  ['Templul', 'asia'],
  ['Lampionul', 'asia'],
  ['Evantaiul', 'asia'],
  ['Piratul', 'pirati'],
  ['Corabia', 'pirati'],
  ['Comoara', 'pirati'],
  ['Harta', 'pirati'],
  ['Busola', 'pirati'],
  ['Insula', 'pirati'],
  ['Vrăjitorul', 'fantezie'],
  ['Zâna', 'fantezie'],
  ['Unicornul', 'fantezie'],
  ['Elixirul', 'fantezie'],
  ['Castelul', 'fantezie'],
  ['Cavalerul', 'fantezie'],
  ['Grifonul', 'fantezie'],
  ['Cometa', 'spatiu'],
  ['Galaxia', 'spatiu'],
  ['Nebuloasa', 'spatiu'],
  ['Astronautul', 'spatiu'],
  ['Planeta', 'spatiu'],
  ['Orbita', 'spatiu'],
  ['Diamantele', 'clasice'],
  ['Rubinele', 'clasice'],
  ['Clopotele', 'clasice'],
  ['Stelele', 'clasice'],
  ['Șeptarii', 'clasice'],
  ['Coroana', 'clasice'],
  ['Trifoiul', 'clasice'],
  ['Potcoava', 'clasice'],
  ['Vârcolacul', 'folclor'],
  ['Strigoiul', 'folclor'],
  ['Zmeul', 'folclor'],
  ['Făt-Frumos', 'folclor'],
  ['Cosânzeana', 'folclor'],
  ['Baba Dochia', 'folclor'],
  ['Ciobănașul', 'folclor'],
  ['Sirena', 'ocean'],
  ['Perla', 'ocean'],
  ['Delfinul', 'ocean'],
  ['Rechinul', 'ocean'],
  ['Pescarul', 'ocean'],
  ['Recifurile', 'ocean'],
  ['Șeriful', 'vestul-salbatic'],
  ['Pepita', 'vestul-salbatic'],
  ['Mina', 'vestul-salbatic'],
  ['Diligența', 'vestul-salbatic'],
  ['Saloonul', 'vestul-salbatic'],
  ['Spiridușii', 'iarna'],
  ['Fulgii', 'iarna'],
  ['Sania', 'iarna'],
  ['Globul', 'iarna'],
  ['Dovleacul', 'halloween'],
  ['Fantoma', 'halloween'],
  ['Vrăjitoarea', 'halloween'],
  ['Liliacul', 'halloween'],
  ['Golgheterul', 'sport'],
  ['Campionul', 'sport'],
  ['Stadionul', 'sport'],
  ['Chitara', 'muzica'],
  ['Discul', 'muzica'],
  ['Concertul', 'muzica'],
];

export const SLOT_MODIFIERS: readonly string[] = [
  'de Aur',
  'de Argint',
  'de Jad',
  'de Foc',
  'de Gheață',
  'de Cristal',
  'de Smarald',
  'de Rubin',
  'de Safir',
  'de Bronz',
  'de Platină',
  'din Carpați',
  'din Deltă',
  'din Orient',
  'din Nord',
  'din Adâncuri',
  'din Stele',
  'din Legendă',
  'fără Sfârșit',
  'la Miezul Nopții',
  'în Flăcări',
  'cu Noroc',
  'de Diamant',
  'de Lună',
  'de Soare',
  'de Tunet',
  'de Fulger',
  'de Mătase',
  'de Miere',
  'de Catifea',
  'de Obsidian',
  'de Chihlimbar',
  'de Onix',
  'din Olimp',
  'de pe Dunăre',
  'de la Munte',
];

export const SLOT_SUFFIXES: readonly string[] = [
  '',
  '',
  '',
  '',
  'Deluxe',
  'Extra',
  'Ultra',
  'Max',
  'Hold & Win',
  'Duo',
  'Turbo',
  'Mega',
  'Clasic',
  'Lux',
  'Nova',
  'Bonus',
  'Supreme',
  'Royal',
  'Xtreme',
  'Power',
];

export const TABLE_GAMES: readonly { base: string; feminine: boolean }[] = [
  { base: 'Ruletă', feminine: true },
  { base: 'Blackjack', feminine: false },
  { base: 'Baccarat', feminine: false },
  { base: 'Poker', feminine: false },
  { base: 'Video Poker', feminine: false },
  { base: 'Sic Bo', feminine: false },
];
export const TABLE_MODIFIERS_FEMININE = [
  'Imperială',
  'Europeană',
  'Franceză',
  'Americană',
  'Clasică',
  'Rapidă',
  'Regală',
  'Nocturnă',
  'de Aur',
  'de Cristal',
  'Dublă',
  'Boierească',
] as const;
export const TABLE_MODIFIERS = [
  'VIP',
  'Clasic',
  'Pro',
  'Express',
  'Regal',
  'Dublu',
  'Multi-mână',
  'de Aur',
  'Premium',
  'Imperial',
  'Boieresc',
  'de Salon',
] as const;
export const TABLE_SUFFIXES = [
  '',
  '',
  'Deluxe',
  'Plus',
  'Max',
  '3D',
  'Turbo',
  'Zero',
  'Gold',
  'Mini',
] as const;

export const CRASH_BASES = [
  'Racheta',
  'Zborul',
  'Balonul',
  'Cometa Crash',
  'Naveta',
  'Zmeul Zburător',
  'Avionul de Hârtie',
  'Liftul',
  'Torpila',
  'Satelitul',
  'Meteoritul',
  'Parașuta',
] as const;
export const CRASH_MODIFIERS = [
  '',
  'X',
  'de Aur',
  'Turbo',
  '2000',
  'Max',
  'Rapid',
  'Dublu',
  'Infinit',
  'Neon',
  'Retro',
  'Cosmic',
] as const;

export type LiveKind = 'ruleta' | 'blackjack' | 'baccarat' | 'poker' | 'show' | 'zaruri';
export const LIVE_BASES: readonly (readonly [string, LiveKind])[] = [
  ['Ruletă Live', 'ruleta'],
  ['Ruletă Rapidă Live', 'ruleta'],
  ['Ruletă Automată', 'ruleta'],
  ['Blackjack Live', 'blackjack'],
  ['Blackjack Nelimitat', 'blackjack'],
  ['Baccarat Live', 'baccarat'],
  ['Baccarat Rapid', 'baccarat'],
  ['Dragon și Tigru', 'baccarat'],
  ['Poker Caraibe Live', 'poker'],
  ['Hold’em Live', 'poker'],
  ['Roata Norocului', 'show'],
  ['Show-ul Milionarului', 'show'],
  ['Loto Live', 'show'],
  ['Sic Bo Live', 'zaruri'],
  ['Zaruri Fulger', 'zaruri'],
];
export const LIVE_MODIFIERS = [
  'București',
  'Carpați',
  'Imperial',
  'VIP',
  'Salon Privé',
  'Clasic',
  'Grand',
  'Diamant',
  'Platinum',
  'Lounge',
  'Românesc',
  'Nocturn',
  'Prestige',
  'Elite',
  'Cluj',
  'Timișoara',
  'Constanța',
  'Iași',
] as const;

export const ROMAN = ['II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'] as const;

export const SPECIAL_FEATURES: readonly Text[] = [
  t('Rotiri gratuite', 'Free spins'),
  t('Multiplicatori', 'Multipliers'),
  t('Wild-uri extinse', 'Expanding wilds'),
  t('Simboluri lipicioase', 'Sticky symbols'),
  t('Cumpără bonus', 'Bonus buy'),
  t('Role în cascadă', 'Cascading reels'),
  t('Joc de risc', 'Gamble feature'),
  t('Re-rotire', 'Respin'),
  t('Simboluri scatter', 'Scatter symbols'),
  t('Câștiguri în ambele direcții', 'Win both ways'),
  t('Hold & Win', 'Hold & Win'),
  t('Plăți în grup', 'Cluster pays'),
  t('Simboluri misterioase', 'Mystery symbols'),
  t('Wild-uri aleatorii', 'Random wilds'),
];

export const LIVE_FEATURES: readonly Text[] = [
  t('Dealer vorbitor de română', 'Romanian-speaking dealer'),
  t('Pariuri laterale', 'Side bets'),
  t('Multiplicatori fulger', 'Lightning multipliers'),
  t('Statistici în timp real', 'Live statistics'),
  t('Locuri nelimitate', 'Unlimited seats'),
];

export interface LabelSeed {
  title: Text;
  color: string;
  textColor: string;
}
export const LABELS: readonly LabelSeed[] = [
  { title: t('Nou', 'New'), color: '#2e7d32', textColor: '#ffffff' },
  { title: t('Exclusiv', 'Exclusive'), color: '#6a1b9a', textColor: '#ffffff' },
  { title: t('Popular', 'Popular'), color: '#c62828', textColor: '#ffffff' },
  { title: t('Jackpot', 'Jackpot'), color: '#f9a825', textColor: '#1a1a1a' },
  { title: t('Fierbinte', 'Hot'), color: '#e65100', textColor: '#ffffff' },
  { title: t('Rotiri gratuite', 'Free spins'), color: '#0277bd', textColor: '#ffffff' },
];

export const THEME_TEXT: Record<Theme, Text> = {
  fructe: t('Fructe', 'Fruits'),
  egipt: t('Egiptul Antic', 'Ancient Egypt'),
  mitologie: t('Mitologie', 'Mythology'),
  animale: t('Animale Sălbatice', 'Wild Animals'),
  asia: t('Asia', 'Asia'),
  pirati: t('Pirați și Comori', 'Pirates and Treasure'),
  fantezie: t('Fantezie', 'Fantasy'),
  spatiu: t('Spațiul Cosmic', 'Outer Space'),
  clasice: t('Clasice', 'Classics'),
  folclor: t('Folclor Românesc', 'Romanian Folklore'),
  ocean: t('Ocean', 'Ocean'),
  'vestul-salbatic': t('Vestul Sălbatic', 'Wild West'),
  iarna: t('Iarnă și Sărbători', 'Winter Holidays'),
  halloween: t('Halloween', 'Halloween'),
  sport: t('Sport', 'Sport'),
  muzica: t('Muzică', 'Music'),
};

export const PLAYER_NAMES = [
  'andrei',
  'ioana',
  'mihai',
  'elena',
  'cristi',
  'maria',
  'vlad',
  'ana',
  'radu',
  'bianca',
  'sorin',
  'diana',
  'george',
  'alina',
  'bogdan',
  'raluca',
  'tudor',
  'irina',
  'dan',
  'oana',
] as const;
