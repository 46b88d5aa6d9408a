/** The lobbies on the server: a page kind's layout resolved into widgets, with its SEO record. */
export { isLobbyPage, laterWidgets, loadLayoutPage } from './lobby-page.server';
