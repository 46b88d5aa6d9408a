/** Personal shelves on the server: a layout's personal shelf definitions (`/api/personal-shelves`). */
export { isPageKind, personalShelves } from './shelves.server';
