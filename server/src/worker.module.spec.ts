import 'reflect-metadata';
import type { DynamicModule, Type } from '@nestjs/common';
import { MODULE_METADATA } from '@nestjs/common/constants';
import { AppModule } from './app.module';
import { WorkerModule } from './worker.module';

type ModuleRef = Type | DynamicModule | Promise<DynamicModule> | undefined;

/** Every module class `root` pulls in, with the controllers each one declares. */
function controllersByModule(root: Type): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const visit = (ref: ModuleRef) => {
    if (!ref || ref instanceof Promise) return;
    const dynamic = 'module' in ref ? ref : null;
    const type = dynamic ? dynamic.module : (ref as Type);
    const key = dynamic ? `${type.name}(dynamic)` : type.name;
    if (found.has(key)) return;
    const controllers: Type[] = [
      ...((Reflect.getMetadata(MODULE_METADATA.CONTROLLERS, type) as Type[] | undefined) ?? []),
      ...((dynamic?.controllers as Type[] | undefined) ?? []),
    ];
    found.set(
      key,
      controllers.map((c) => c.name),
    );
    const imports: ModuleRef[] = [
      ...((Reflect.getMetadata(MODULE_METADATA.IMPORTS, type) as ModuleRef[] | undefined) ?? []),
      ...((dynamic?.imports as ModuleRef[] | undefined) ?? []),
    ];
    imports.forEach(visit);
  };
  visit(root);
  return found;
}

describe('module graph', () => {
  it('the worker loads no HTTP controller', () => {
    const graph = controllersByModule(WorkerModule);
    expect([...graph.keys()]).toEqual(
      expect.arrayContaining(['GenerationWorkerModule', 'VideosModule', 'UsersModule']),
    );
    expect([...graph].filter(([, controllers]) => controllers.length)).toEqual([]);
  });

  it('the api still mounts the users, videos and generation routes', () => {
    const controllers = [...controllersByModule(AppModule).values()].flat();
    expect(controllers).toEqual(
      expect.arrayContaining(['UsersController', 'VideosController', 'GenerationController']),
    );
  });
});
