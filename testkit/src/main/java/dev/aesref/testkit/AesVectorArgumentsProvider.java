package dev.aesref.testkit;

import java.util.stream.Stream;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.ArgumentsProvider;
import org.junit.jupiter.params.support.AnnotationConsumer;

/** The provider behind {@link AesVectorSource}; JUnit makes and calls it. */
public final class AesVectorArgumentsProvider implements ArgumentsProvider, AnnotationConsumer<AesVectorSource> {

    private AesVectorSource.Mode mode;

    @Override
    public void accept(AesVectorSource source) {
        mode = source.mode();
    }

    @Override
    public Stream<? extends Arguments> provideArguments(ExtensionContext context) {
        return AesVectors.of(mode).stream().map(Arguments::of);
    }
}
