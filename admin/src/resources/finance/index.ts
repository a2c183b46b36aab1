import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { FinancePage } from './FinancePage';

export default {
  list: FinancePage,
  icon: AccountBalanceIcon,
};
