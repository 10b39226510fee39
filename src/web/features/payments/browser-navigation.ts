/** Leaving the app for the payment page (3-D Secure or the callback); one object so tests can watch it. */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
