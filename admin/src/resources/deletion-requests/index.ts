import PersonOffIcon from '@mui/icons-material/PersonOff';
import { DeletionRequestList } from './DeletionRequestList';

export default {
  list: DeletionRequestList,
  icon: PersonOffIcon,
};
