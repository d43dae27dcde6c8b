// What the app mounts: the guard, the route objects, the store context and the browser wiring.
export { RequireSession } from './RequireSession';
export { Alias, authRoutes } from './routes';
export { useAuth } from './auth-context';
export { createBrowserSession, type BrowserSession } from './browser-session';
export * from './route-paths';
