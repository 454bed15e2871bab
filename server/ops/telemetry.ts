// Traces for operators who run an OpenTelemetry collector: with OTEL_EXPORTER_OTLP_ENDPOINT set,
// each recipe's AI SDK call is a trace (the SDK's own spans, through its OpenTelemetry
// integration), exported over OTLP/HTTP. The exporter reads the standard OTEL_* variables itself
// (endpoint, headers, timeout). This module is imported only when the endpoint is set, so
// without it no OpenTelemetry code is loaded at all.
import { OpenTelemetry } from '@ai-sdk/otel';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { registerTelemetry } from 'ai';

/**
 * Registers the AI SDK's OpenTelemetry integration with a tracer that exports to the configured
 * OTLP endpoint. Returns what flushes the spans still queued and stops exporting (on shutdown).
 */
export function startTelemetry(serviceName = process.env.OTEL_SERVICE_NAME ?? 'pantry-chef'): () => Promise<void> {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  registerTelemetry(new OpenTelemetry({ tracer: provider.getTracer('pantry-chef') }));
  return () => provider.shutdown();
}
