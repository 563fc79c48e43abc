// Loaded only while ふりがな is on (use-static-ruby.ts): the mapper and the readings of every fixed text
// of the site, made ahead of time by `npm run readings:static` (api-server/scripts/static-readings.ts).
import type { ReactNode } from 'react';
import readings from './static-readings.json';
import { withReadings, type StaticReadings } from './with-readings';

const STATIC_READINGS = readings as unknown as StaticReadings;

export const withStaticReadings = (node: ReactNode): ReactNode => withReadings(node, STATIC_READINGS);
