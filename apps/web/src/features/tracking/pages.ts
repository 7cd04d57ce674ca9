// Lazy parts of the tracking feature: the cookie notice's detailed choices load only when opened.
export const loadConsentChoices = () => import('./components/ConsentChoices');
