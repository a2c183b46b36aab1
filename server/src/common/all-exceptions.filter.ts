import type { ErrorBody } from '@cena/contracts';
import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { I18nService } from 'nestjs-i18n';
import { requestLanguage } from '../i18n/request-language';
import { mapError } from './error-mapping';

/** Every error leaves as `{ statusCode, code, message }`, the message in the request's language. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  constructor(private readonly i18n: I18nService) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const mapped = mapError(exception);
    if (mapped.status >= 500) {
      this.logger.error(
        { err: exception, requestId: request.id, path: request.url, code: mapped.code },
        'request failed',
      );
    }
    if (response.sent || response.raw.headersSent) return;
    const body: ErrorBody = {
      statusCode: mapped.status,
      code: mapped.code,
      message: this.i18n.translate(`errors.${mapped.code}`, {
        lang: requestLanguage(request),
        args: mapped.args,
      }),
      ...(mapped.fields ? { fields: mapped.fields } : {}),
    };
    // The route may have set another type (an HTML page's @Header) before it threw.
    void response
      .status(mapped.status)
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(body);
  }
}
