/**
 * The start-up: how a prerendered page becomes the app without losing anything the visitor does meanwhile.
 *
 * 1. The start script (start-app.ts, the page's one inline script, decisions 004, 008, 140): from the first
 *    paint it keeps input — a press, key or form submission on a control the app handles — and once the first
 *    screen has been shown it loads the app's start, a few modules a task.
 * 2. The app hydrates the frame around the parts that wait: the header, the footer and the page's content
 *    (route-page.tsx) are waiting parts whose code loads when they are used, come near, or the browser is idle
 *    (hydrate-on-use.tsx, decisions 230, 237); every block of the page is a waiting part that hydrates once it is
 *    on screen or near (hydrate-when-near.tsx, decision 005). Waking a waiting part loads its code now: pointing
 *    at or focusing it wakes it, a press or key anywhere wakes every part (it may navigate).
 * 3. At the hydrated mark (html[data-hydrated], app.tsx) the start script stops keeping input, and the input it
 *    kept is carried out (carry-out-kept-input.ts): in order, each once its part has hydrated, after the text
 *    typed and the choices made in that part's fields (carry-out-input.ts). From then on, input on a waiting
 *    part is kept by hydrate-on-use.tsx and carried out the same way.
 * 4. Once no part waits, the page is ready (html[data-ready]); tests wait for it (decision 257).
 *
 * What every route draws — its compiled page, its blocks' views, the separate fields of its record — is loaded
 * once per address and read without suspending again (site-loader.ts): prerender, hydration and client-side
 * navigation draw the same tree.
 *
 * Words used across these files: *kept input* (KeptInput: what the visitor did before its part hydrated), a
 * *waiting part* (prerendered HTML whose code has not hydrated yet: a frame part, the page's content, a
 * block), to *wake* a part (load and hydrate it now), to *carry out* kept input (dispatch a copy of the event
 * again on its target).
 *
 * Code outside src/app needs only the site loader, from here. The app's own files (app.tsx, route-page.tsx,
 * page-renderer.tsx, site-frame.tsx) import the file they need directly: through this index, the site loader
 * and every block view it can load would join the app's start (its first chunk).
 */
export { preloadPath, preloadRoute, viewFor } from './site-loader.ts'
