// Only an async boundary: the federation runtime negotiates shared modules before bootstrap runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
