import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { AlertList } from './AlertList';

export default {
  list: AlertList,
  icon: NotificationsActiveIcon,
  recordRepresentation: 'kind',
};
