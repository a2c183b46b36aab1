import SettingsIcon from '@mui/icons-material/Settings';
import { SettingsPage } from './SettingsPage';

export default {
  list: SettingsPage,
  icon: SettingsIcon,
};
