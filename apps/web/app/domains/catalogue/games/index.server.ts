/** Games on the server: one lobby's catalogue (and the browser's resource of it), tiles for a list. */
export { lobbyCatalogue, lobbyCatalogueWithTaxonomy } from './catalogue.server';
export { tilesFor } from './listing.server';
