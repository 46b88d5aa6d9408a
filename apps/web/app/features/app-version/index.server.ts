/** App version on the server: the running build's id and time (builds/latest.json, builds/meta). */
export { buildId, buildTimestamp } from './build-id.server';
