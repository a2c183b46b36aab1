export { FoodLandingPage, LandingPage } from './pages/LandingPage';
export { OldHomePage } from './pages/OldHomePage';
