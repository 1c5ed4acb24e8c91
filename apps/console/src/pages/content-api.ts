import type {
  ContentPost,
  ContentPostInput,
  ContentPostType,
  ContentState,
} from '@atrium/domain/contract/content-admin';

import { api, type Paged } from '../api';

/** The Content area's calls: `/v1/admin/content/*` (docs/api.md "Content editing"). */

export function listPosts(
  type: ContentPostType,
  query: { state?: ContentState | undefined; search?: string | undefined; page: number },
  signal?: AbortSignal,
): Promise<Paged<ContentPost>> {
  return api().get(
    `/v1/admin/content/${type}`,
    { per_page: 24, page: query.page, state: query.state, search: query.search || undefined },
    { signal },
  );
}

export function getPost(type: ContentPostType, id: number, signal?: AbortSignal) {
  return api().get(`/v1/admin/content/${type}/${id}`, undefined, { signal });
}

export async function createPost(type: ContentPostType, body: ContentPostInput) {
  return (await api().post(`/v1/admin/content/${type}`, body)).data;
}

export async function updatePost(type: ContentPostType, id: number, body: ContentPostInput) {
  return (await api().patch(`/v1/admin/content/${type}/${id}`, body)).data;
}

export async function publishPost(type: ContentPostType, id: number) {
  return (await api().post(`/v1/admin/content/${type}/${id}/publish`)).data;
}

export async function unpublishPost(type: ContentPostType, id: number) {
  return (await api().post(`/v1/admin/content/${type}/${id}/unpublish`)).data;
}

export async function deletePost(type: ContentPostType, id: number) {
  await api().delete(`/v1/admin/content/${type}/${id}`);
}

/** Uploads a picture (the API checks its bytes and stores a resized WebP); answers its URL. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  return (await api().post('/v1/admin/content/images', form)).data.image;
}
