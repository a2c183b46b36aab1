import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { SupportList } from './SupportList';
import { SupportShow } from './SupportShow';

/** Route /admin/support; the api resource is `tickets` (the data provider maps the name). */
export default {
  list: SupportList,
  show: SupportShow,
  icon: SupportAgentIcon,
  recordRepresentation: 'subject',
};
