// The winners layout is the clean layout (header and submenu, no lobby menu); the winners route adds
// its tabs. It stays a module of its own because the spec names five layouts.
export { default, ErrorBoundary } from './clean';
