import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import { VideoList } from './VideoList';
import { VideoShow } from './VideoShow';

export default {
  list: VideoList,
  show: VideoShow,
  icon: VideoLibraryIcon,
  recordRepresentation: 'title',
};
