import { describeStoryScreenshots } from './captureStories';
import { light } from './variants';

await describeStoryScreenshots(light);
