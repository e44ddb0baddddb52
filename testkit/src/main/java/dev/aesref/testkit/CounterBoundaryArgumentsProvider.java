package dev.aesref.testkit;

import dev.aesref.CounterFlavour;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.ArgumentsProvider;
import org.junit.jupiter.params.support.AnnotationConsumer;

/** The provider behind {@link CounterBoundarySource}; JUnit makes and calls it. */
public final class CounterBoundaryArgumentsProvider
        implements ArgumentsProvider, AnnotationConsumer<CounterBoundarySource> {

    private List<CounterFlavour> flavours = List.of();

    @Override
    public void accept(CounterBoundarySource source) {
        if (source.value().length == 0) {
            throw new IllegalArgumentException("@CounterBoundarySource needs at least one flavour");
        }
        flavours = List.copyOf(Arrays.asList(source.value()));
    }

    @Override
    public Stream<? extends Arguments> provideArguments(ExtensionContext context) {
        return flavours.stream().flatMap(f -> CounterBoundaries.of(f).stream()).map(Arguments::of);
    }
}
