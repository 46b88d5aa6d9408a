/** What bench:lighthouse's login asks of the page: the portal's global API (shell.md section 7). */
interface Window {
  casinoPortal?: {
    auth: {
      state(): 'pending' | 'guest' | 'authenticated';
      login(username: string, password: string): Promise<{ ok: boolean; error?: string }>;
    };
  };
}
