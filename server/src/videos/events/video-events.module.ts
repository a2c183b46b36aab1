import { Module } from '@nestjs/common';
import { VideoEventsPublisher, VideoEventsSubscriber } from './video-events';

@Module({
  providers: [VideoEventsPublisher, VideoEventsSubscriber],
  exports: [VideoEventsPublisher, VideoEventsSubscriber],
})
export class VideoEventsModule {}
