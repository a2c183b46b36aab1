import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { SupportList } from './SupportList';
import { SupportShow } from './SupportShow';

/** Route /admin/support; the api resource is `tickets` (API_RESOURCES in sections.ts). */
export default {
  list: SupportList,
  show: SupportShow,
  icon: SupportAgentIcon,
  recordRepresentation: 'subject',
};
