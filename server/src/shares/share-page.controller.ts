import { Controller, Get, Head, Headers, Inject, Logger, Param, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { I18nService } from 'nestjs-i18n';
import { Public } from '../auth/auth.decorators';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { requestLanguage } from '../i18n/request-language';
import { openObject, sendObject } from '../storage/object-response';
import { Storage } from '../storage/storage';
import { renderMissingPage, renderSharePage, type PageTexts } from './share-page';
import { SharesService } from './shares.service';

/**
 * The page's own policy, stricter than the app's (no script at all) but framable, so X's player
 * card can show it; its clip and images are its own sub-resources.
 */
const PAGE_CSP = [
  "default-src 'none'",
  "img-src 'self'",
  "media-src 'self'",
  "style-src 'unsafe-inline'",
  "base-uri 'none'",
  "form-action 'none'",
  'frame-ancestors *',
].join('; ');
/** A clip or image of a live share: another site may embed it (a link preview, a player). */
const ASSET_CACHE = 'public, max-age=300';

type Asset = 'video' | 'preview' | 'poster';

/**
 * `/v/<slug>`: a shared video's public page, server-rendered in the visitor's language
 * (Accept-Language, `?lang`; pt-BR by default), and its clip and images under stable addresses
 * that live exactly as long as the share: no signed URL that expires under a forwarded link.
 * Outside the API document, like robots.txt and /media.
 */
@ApiExcludeController()
@Controller('v')
export class SharePageController {
  private readonly logger = new Logger(SharePageController.name);

  constructor(
    private readonly shares: SharesService,
    private readonly storage: Storage,
    private readonly i18n: I18nService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** HEAD on its own route before GET (Fastify's automatic HEAD would run GET and count a view). */
  @Public()
  @Head(':slug')
  head(@Param('slug') slug: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return this.page(slug, req, reply);
  }

  @Public()
  @Get(':slug')
  async page(
    @Param('slug') slug: string,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<FastifyReply> {
    const lang = requestLanguage(req);
    const t: PageTexts = (key) => String(this.i18n.translate(`share.page.${key}`, { lang }));
    const homeUrl = this.config.publicUrl;
    const found = await this.shares.page(slug);
    pageHeaders(reply);
    if (found.kind !== 'live') {
      return reply.code(404).send(renderMissingPage(t, { lang, homeUrl, reason: found.kind }));
    }
    const { share, video, cta } = found;
    if (req.method === 'GET') {
      await this.shares
        .recordView(video, { ip: req.ip, userAgent: req.headers['user-agent'] })
        .catch((error: Error) => this.logger.warn(`view not counted: ${error.message}`));
    }
    return reply.send(
      renderSharePage(t, {
        lang,
        pageUrl: this.shares.pageUrl(share.slug),
        homeUrl,
        title: video.title,
        prompt: video.prompt,
        aspectRatio: video.aspectRatio,
        cta,
      }),
    );
  }

  @Public()
  @Head(':slug/video.mp4')
  videoHead(
    @Param('slug') slug: string,
    @Headers('range') range: string | undefined,
    @Res() reply: FastifyReply,
  ) {
    return this.asset(slug, 'video', range, true, reply);
  }

  @Public()
  @Get(':slug/video.mp4')
  video(
    @Param('slug') slug: string,
    @Headers('range') range: string | undefined,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    return this.asset(slug, 'video', range, req.method === 'HEAD', reply);
  }

  @Public()
  @Get(':slug/preview.jpg')
  preview(@Param('slug') slug: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return this.asset(slug, 'preview', undefined, req.method === 'HEAD', reply);
  }

  @Public()
  @Get(':slug/poster.jpg')
  poster(@Param('slug') slug: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return this.asset(slug, 'poster', undefined, req.method === 'HEAD', reply);
  }

  private async asset(
    slug: string,
    asset: Asset,
    range: string | undefined,
    headOnly: boolean,
    reply: FastifyReply,
  ): Promise<FastifyReply> {
    const found = await this.shares.live(slug);
    const key =
      found.kind !== 'live'
        ? null
        : asset === 'video'
          ? found.video.videoKey
          : asset === 'preview'
            ? found.share.previewKey
            : found.share.posterKey;
    const response = key
      ? await openObject(this.storage, key, { range, headOnly, cacheControl: ASSET_CACHE })
      : null;
    if (!response) return reply.code(404).header('cache-control', 'no-store').send();
    reply.header('cross-origin-resource-policy', 'cross-origin');
    return sendObject(reply, response, this.logger);
  }
}

/** HTML that is never cached (a stop takes effect at once), framable, with its own CSP. */
function pageHeaders(reply: FastifyReply): void {
  reply.raw.removeHeader('x-frame-options');
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache, private')
    .header('content-security-policy', PAGE_CSP)
    .header('vary', 'Accept-Language');
}
