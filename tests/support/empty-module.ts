// Stand-in for `server-only` under vitest: the real package throws outside React Server Components.
export {};
