import { describeStoryScreenshots } from './captureStories';
import { arabic } from './variants';

await describeStoryScreenshots(arabic);
