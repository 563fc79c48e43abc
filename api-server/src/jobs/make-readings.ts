// ふりがな (docs/reading-aids.md): every minute, and a few seconds after a post was written or changed
// (kickReadings), the texts still without readings get them. A run saves each text's readings only
// if the text is still the one read, so two runs at once, or a retry, do no harm.
import { MAKE_READINGS_QUEUE } from '../readings/reading-repository';
import { KICK_SECONDS } from '../lib/job-queue';
import type { JobDefinition } from './job-definition';

export const makeReadingsJob: JobDefinition = {
  queue: MAKE_READINGS_QUEUE,
  settings: { retryLimit: 2, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 600, keepFinishedSeconds: 3600, pollSeconds: KICK_SECONDS },
  cron: '* * * * *',
  async handle(_data, { readings }) {
    await readings.make();
  },
};
