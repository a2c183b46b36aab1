import PaymentsIcon from '@mui/icons-material/Payments';
import { PaymentList } from './PaymentList';
import { PaymentShow } from './PaymentShow';

export default {
  list: PaymentList,
  show: PaymentShow,
  icon: PaymentsIcon,
  recordRepresentation: 'userEmail',
};
