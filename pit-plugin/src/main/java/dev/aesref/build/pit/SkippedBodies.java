package dev.aesref.build.pit;

import java.lang.reflect.Method;
import org.junit.jupiter.api.extension.DynamicTestInvocationContext;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.InvocationInterceptor;
import org.junit.jupiter.api.extension.ReflectiveInvocationContext;

/**
 * A JUnit Jupiter extension that skips every test body and lifecycle method, for
 * {@link ListingTestFinder}: its one request turns on extension autodetection
 * ({@code META-INF/services/org.junit.jupiter.api.extension.Extension} names this class) and sets
 * {@link #ACTIVE}. In any other run the extension, if loaded at all, lets everything run.
 *
 * <p>What still runs, because JUnit needs it to know the tests: the test class's constructor, the
 * argument sources of parameterized tests, and test factory methods, whose dynamic tests are
 * then skipped one by one.
 */
public final class SkippedBodies implements InvocationInterceptor {

    /** The configuration parameter that turns skipping on. */
    static final String ACTIVE = "dev.aesref.build.pit.skipBodies";

    private static boolean active(ExtensionContext context) {
        return context.getConfigurationParameter(ACTIVE).map(Boolean::parseBoolean).orElse(false);
    }

    private static void skipOrProceed(Invocation<Void> invocation, ExtensionContext context) throws Throwable {
        if (active(context)) {
            invocation.skip();
        } else {
            invocation.proceed();
        }
    }

    @Override
    public void interceptBeforeAllMethod(Invocation<Void> invocation,
            ReflectiveInvocationContext<Method> method, ExtensionContext context) throws Throwable {
        skipOrProceed(invocation, context);
    }

    @Override
    public void interceptBeforeEachMethod(Invocation<Void> invocation,
            ReflectiveInvocationContext<Method> method, ExtensionContext context) throws Throwable {
        skipOrProceed(invocation, context);
    }

    @Override
    public void interceptTestMethod(Invocation<Void> invocation,
            ReflectiveInvocationContext<Method> method, ExtensionContext context) throws Throwable {
        skipOrProceed(invocation, context);
    }

    @Override
    public void interceptTestTemplateMethod(Invocation<Void> invocation,
            ReflectiveInvocationContext<Method> method, ExtensionContext context) throws Throwable {
        skipOrProceed(invocation, context);
    }

    @Override
    public void interceptDynamicTest(Invocation<Void> invocation,
            DynamicTestInvocationContext dynamicTest, ExtensionContext context) throws Throwable {
        skipOrProceed(invocation, context);
    }

    @Override
    public void interceptAfterEachMethod(Invocation<Void> invocation,
            ReflectiveInvocationContext<Method> method, ExtensionContext context) throws Throwable {
        skipOrProceed(invocation, context);
    }

    @Override
    public void interceptAfterAllMethod(Invocation<Void> invocation,
            ReflectiveInvocationContext<Method> method, ExtensionContext context) throws Throwable {
        skipOrProceed(invocation, context);
    }
}
