// Lighthouse's mobile preset throttling (simulated slow 4G) with another CPU slowdown.
import { throttling } from 'lighthouse/core/config/constants.js';

export function throttlingWith(cpuSlowdownMultiplier) {
  if (!(cpuSlowdownMultiplier >= 1)) throw new Error('--cpu-slowdown: a number, at least 1');
  return { ...throttling.mobileSlow4G, cpuSlowdownMultiplier };
}
