// Only an async boundary: the federation runtime negotiates shared modules before bootstrap runs.
import('./bootstrap');
