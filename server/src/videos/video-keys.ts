/**
 * Where a video's files live in the Storage (relative keys, see storage/storage-key.ts): the
 * customer's uploaded photo, the delivered clip and its thumbnail, each under its owner's id.
 */
export const videoKeys = {
  sourceImage: (userId: string, videoId: string, extension: string) =>
    `sources/${userId}/${videoId}.${extension}`,
  clip: (userId: string, videoId: string) => `videos/${userId}/${videoId}.mp4`,
  thumbnail: (userId: string, videoId: string) => `thumbnails/${userId}/${videoId}.jpg`,
} as const;
