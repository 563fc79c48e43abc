// CSS files are imported for their side effect (webpack extracts them; jest maps them to a proxy).
declare module '*.css';
