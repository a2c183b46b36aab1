import PsychologyIcon from '@mui/icons-material/Psychology';
import { AiPage } from './AiPage';

export default {
  list: AiPage,
  icon: PsychologyIcon,
};
