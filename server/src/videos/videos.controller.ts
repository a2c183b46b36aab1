import {
  isTerminalVideoStatus,
  LIMITS,
  type VideoDto,
  type VideoEvent,
  type VideoPage,
  type VideoStoryboardDto,
} from '@cena/contracts';
import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Put,
  Query,
  Req,
  Res,
  Sse,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiNoContentResponse,
  ApiNotModifiedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import {
  LatestVideoModel,
  VideoEventModel,
  VideoModel,
  VideoPageModel,
  VideoStoryboardModel,
} from './dto/video.model';
import { ApiErrors, BODY_ERRORS, INPUT_ERRORS } from '../common/api-errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  catchError,
  concat,
  concatMap,
  EMPTY,
  finalize,
  from,
  interval,
  map,
  merge,
  type Observable,
  of,
  ReplaySubject,
  takeUntil,
  takeWhile,
  timeout,
} from 'rxjs';
import { CurrentUser, Public } from '../auth/auth.decorators';
import { VideoEventsSubscriber } from './events/video-events';
import { inLifeOrder } from './events/stream-order';
import type { UserEntity } from '../users/user.entity';
import { ListVideosDto } from './dto/list-videos.dto';
import { VideoCommunityDto } from './dto/video-community.dto';
import { GalleryCache, sendGallery } from './gallery-cache';
import { MediaUrlSigner } from './media-url-signer';
import { OwnedVideoGuard } from './owned-video.guard';
import { toVideoDto, toVideoEvent, toVideoStoryboard } from './video.mapper';
import { VideosService } from './videos.service';
import type { VideoEntity } from './video.entity';
import { SharesService } from '../shares/shares.service';

const SSE_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
const SSE_PING_MS = 15_000;

@ApiTags('videos')
@ApiBearerAuth()
@Controller('api/videos')
export class VideosController {
  constructor(
    private readonly videos: VideosService,
    private readonly urls: MediaUrlSigner,
    private readonly events: VideoEventsSubscriber,
    private readonly gallery: GalleryCache,
    private readonly shares: SharesService,
  ) {}

  /**
   * The public gallery: the latest completed, public, visible videos (`LatestVideoDto[]`), from
   * memory (see GalleryCache); a request naming the current ETag gets 304 without a body.
   */
  @ApiOperation({ summary: 'The public gallery: the latest completed public videos' })
  @ApiOkResponse({
    type: [LatestVideoModel],
    description: 'With an ETag; `If-None-Match` naming it answers 304.',
  })
  @ApiNotModifiedResponse({ description: 'The gallery has not changed since the ETag sent.' })
  @ApiErrors('service_unavailable')
  @Public()
  @Get('latest')
  async latest(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<FastifyReply> {
    return sendGallery(req, reply, await this.gallery.current());
  }

  @ApiOperation({ summary: 'My videos, newest first, a page at a time' })
  @ApiOkResponse({ type: VideoPageModel })
  @ApiErrors(...INPUT_ERRORS)
  @Get()
  async list(@CurrentUser() user: UserEntity, @Query() query: ListVideosDto): Promise<VideoPage> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? LIMITS.listPageSizeDefault;
    const { rows, total } = await this.videos.list(user, { ...query, page, pageSize });
    const items = await Promise.all(
      rows.map(async (v) =>
        toVideoDto(v, await this.urls.forOwner(v), this.shares.shareOf(v.shareSlug)),
      ),
    );
    return { items, total, page, pageSize };
  }

  @ApiOperation({ summary: 'One of my videos' })
  @ApiOkResponse({ type: VideoModel })
  @ApiErrors('invalid_text', 'not_found')
  @Get(':id')
  async get(@CurrentUser() user: UserEntity, @Param('id') id: string): Promise<VideoDto> {
    const video = await this.videos.getOwned(user, id);
    return this.toDto(video);
  }

  /** What the clip says, beat by beat (captions, a transcript, and the tests that check it). */
  @ApiOperation({ summary: 'The texts of one of my videos, beat by beat' })
  @ApiOkResponse({ type: VideoStoryboardModel })
  @ApiErrors('invalid_text', 'not_found')
  @Get(':id/storyboard')
  async storyboard(
    @CurrentUser() user: UserEntity,
    @Param('id') id: string,
  ): Promise<VideoStoryboardDto> {
    return toVideoStoryboard(await this.videos.getOwned(user, id));
  }

  /**
   * 'Mostrar na comunidade': the owner's consent to show the video in the community gallery.
   * Withdrawn, it leaves the gallery at the next request; staff moderation still applies on top.
   */
  @ApiOperation({ summary: 'Show one of my videos in the community gallery, or take it out' })
  @ApiOkResponse({ type: VideoModel })
  @ApiErrors(...BODY_ERRORS, 'not_found')
  @Put(':id/community')
  async setCommunity(
    @CurrentUser() user: UserEntity,
    @Param('id') id: string,
    @Body() body: VideoCommunityDto,
  ): Promise<VideoDto> {
    const video = await this.videos.setCommunity(user, id, body.community);
    this.gallery.invalidate();
    return this.toDto(video);
  }

  @ApiOperation({ summary: 'Delete one of my videos (refused while it renders)' })
  @ApiNoContentResponse({ description: 'Deleted.' })
  @ApiErrors('invalid_text', 'not_found', 'conflict')
  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentUser() user: UserEntity, @Param('id') id: string): Promise<void> {
    await this.videos.delete(user, id);
    await this.shares.stopForVideo(id);
  }

  /**
   * Server-sent events: the current state first, then every change until the video is done, and
   * a ping every 15 s so proxies keep the stream open. Events reach this replica through Redis
   * pub/sub whichever worker renders the video; live events are buffered from before the
   * snapshot is read, so a change in between is never lost, and one older than what the stream
   * already sent is dropped (inLifeOrder), so progress never goes back.
   */
  @ApiOperation({ summary: 'Server-sent events: the video now, then each change until it is done' })
  @ApiProduces('text/event-stream')
  @ApiOkResponse({
    type: VideoEventModel,
    description: 'Each `video` event carries a VideoEvent as data; a `ping` every 15 s.',
  })
  @ApiErrors('invalid_text', 'not_found')
  @Sse(':id/events')
  @UseGuards(OwnedVideoGuard)
  async stream(
    @CurrentUser() user: UserEntity,
    @Param('id') id: string,
  ): Promise<Observable<{ type: string; data: VideoEvent | Record<string, never> }>> {
    const live = new ReplaySubject<VideoEvent>();
    // Events published while Redis was away are lost: after a reconnect the row is read again.
    const reread = this.events.reconnected().pipe(
      concatMap(() =>
        from(this.videos.getOwned(user, id)).pipe(
          map(toVideoEvent),
          catchError(() => EMPTY),
        ),
      ),
    );
    const subscription = merge(this.events.events(id), reread).subscribe(live);
    await this.events.ready();
    let current;
    try {
      current = await this.videos.getOwned(user, id);
    } catch (error) {
      subscription.unsubscribe();
      throw error;
    }
    const snapshot = toVideoEvent(current);
    const done = new ReplaySubject<void>(1);
    const updates = concat<VideoEvent[]>(
      of(snapshot),
      isTerminalVideoStatus(snapshot.status) ? EMPTY : live.asObservable(),
    ).pipe(
      inLifeOrder(),
      takeWhile((e) => !isTerminalVideoStatus(e.status), true),
      timeout({ each: SSE_IDLE_TIMEOUT_MS }),
      map((data) => ({ type: 'video', data })),
      finalize(() => {
        subscription.unsubscribe();
        done.next();
      }),
    );
    const pings = interval(SSE_PING_MS).pipe(
      map(() => ({ type: 'ping', data: {} })),
      takeUntil(done),
    );
    return merge(updates, pings);
  }

  /** One video as its owner sees it: signed media URLs and its public page when shared. */
  private async toDto(video: VideoEntity): Promise<VideoDto> {
    const shares = await this.shares.sharesOf([video]);
    return toVideoDto(video, await this.urls.forOwner(video), shares.get(video.id));
  }
}
