import { z } from 'zod';

/** `GET /v1/settings-web-app/web` data: a flat map of strings (parse with `parseSettings`). */
export const webSettingsResponseSchema = z.record(z.string(), z.string());
export type WebSettingsResponse = z.infer<typeof webSettingsResponseSchema>;
