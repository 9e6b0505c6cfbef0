export { LotteryRoute } from './components/lottery-route';
