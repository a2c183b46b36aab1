export { CommunityGallery } from './components/CommunityGallery';
export { SampleVideoCarousel } from './components/SampleVideoCarousel';
export type { PreviewVideo } from './components/VideoPreviewDialog';
export {
  galleryApi,
  useLatestVideos,
  usePrefetchLatestVideos,
  useSampleVideos,
  useGetSampleVideosQuery,
} from './api';
