// Lazy parts of the tracking feature: the cookie notice's detailed choices load only when opened.
export const loadConsentChoices = () => import('./components/ConsentChoices');
// The visit session (POST /session) starts after the first paint: its code is not on the first load.
export const loadVisitSession = () => import('./model/visit-session');
