package dev.aesref.harness;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Finds key material, keystream or plaintext left behind in an object after it was destroyed:
 * walks, by reflection, every object reachable from a root through instance fields and array
 * elements, and reports each primitive array that holds a non-zero element.
 *
 * <p>What it does not report, and why:
 * <ul>
 *   <li>Arrays also referenced by a {@code static final} field of a project class (constant
 *       tables such as S-box or basis-change tables): they are public by construction and shared
 *       by every key.</li>
 *   <li>Objects of JDK classes ({@code java.*}, {@code javax.*}, {@code jdk.*}, {@code sun.*}):
 *       strong encapsulation forbids reading their fields, and project code must not keep secrets
 *       in them (a JDK {@code Cipher} inside the JDK test engine is the one exception, and that
 *       engine is never registered).</li>
 *   <li>Enum constants and boxed or string values: they are public.</li>
 * </ul>
 * The walk reaches only what is reachable; unreachable copies are the heap test's business
 * ({@link HeapDumpScan}).
 */
public final class Residue {

    private Residue() {}

    /** One description per non-zero primitive array reachable from {@code root}, with its path. */
    public static List<String> nonZeroArrays(Object root) {
        List<String> found = new ArrayList<>();
        for (Map.Entry<String, Object> a : reachableArrays(root).entrySet()) {
            if (!allZero(a.getValue())) {
                found.add(a.getKey() + " (" + a.getValue().getClass().getComponentType() + "["
                        + Array.getLength(a.getValue()) + "])");
            }
        }
        return found;
    }

    /**
     * A copy of every non-constant primitive array reachable from {@code root}, by path: the state
     * to compare against with {@link #assertUnchanged}.
     */
    public static Map<String, Object> snapshot(Object root) {
        Map<String, Object> copy = new LinkedHashMap<>();
        for (Map.Entry<String, Object> a : reachableArrays(root).entrySet()) {
            Object v = a.getValue();
            Object c = Array.newInstance(v.getClass().getComponentType(), Array.getLength(v));
            System.arraycopy(v, 0, c, 0, Array.getLength(v));
            copy.put(a.getKey(), c);
        }
        return copy;
    }

    /**
     * Fails unless every primitive array reachable from {@code root} holds what it held in
     * {@code before}, or is all zero: scratch must return to zero when a call ends, whatever path
     * it ended on, and nothing may appear that was not there before.
     */
    public static void assertUnchanged(String what, Map<String, Object> before, Object root) {
        List<String> changed = new ArrayList<>();
        for (Map.Entry<String, Object> a : reachableArrays(root).entrySet()) {
            Object now = a.getValue();
            Object then = before.get(a.getKey());
            boolean same = then != null && Array.getLength(then) == Array.getLength(now)
                    && java.util.Objects.deepEquals(new Object[] {then}, new Object[] {now});
            if (!same && !allZero(now)) {
                changed.add(a.getKey());
            }
        }
        if (!changed.isEmpty()) {
            throw new AssertionError(what + ": scratch not back to zero (or new material) in "
                    + String.join(", ", changed));
        }
    }

    private static Map<String, Object> reachableArrays(Object root) {
        Set<Object> constants = Collections.newSetFromMap(new IdentityHashMap<>());
        Set<Class<?>> scannedStatics = Collections.newSetFromMap(new IdentityHashMap<>());
        Set<Object> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        Deque<Object[]> work = new ArrayDeque<>();
        List<Object[]> arrays = new ArrayList<>();
        work.add(new Object[] {root, root.getClass().getSimpleName()});
        while (!work.isEmpty()) {
            Object[] item = work.poll();
            Object o = item[0];
            String path = (String) item[1];
            if (o == null || !seen.add(o)) {
                continue;
            }
            Class<?> c = o.getClass();
            if (c.isArray()) {
                if (c.getComponentType().isPrimitive()) {
                    arrays.add(new Object[] {o, path});
                } else {
                    int n = Array.getLength(o);
                    for (int i = 0; i < n; i++) {
                        work.add(new Object[] {Array.get(o, i), path + "[" + i + "]"});
                    }
                }
                continue;
            }
            if (isOpaque(c)) {
                continue;
            }
            for (Class<?> k = c; k != null && !isOpaque(k); k = k.getSuperclass()) {
                staticConstants(k, constants, scannedStatics);
            }
            for (Class<?> k = c; k != null && !isOpaque(k); k = k.getSuperclass()) {
                for (Field f : k.getDeclaredFields()) {
                    if (Modifier.isStatic(f.getModifiers()) || f.getType().isPrimitive()) {
                        continue;
                    }
                    f.setAccessible(true);
                    try {
                        work.add(new Object[] {f.get(o), path + "." + f.getName()});
                    } catch (IllegalAccessException e) {
                        throw new AssertionError(e);
                    }
                }
            }
        }
        // Filtered only now: a constant table may be met before the class that declares it.
        Map<String, Object> found = new LinkedHashMap<>();
        for (Object[] a : arrays) {
            if (!constants.contains(a[0])) {
                found.put((String) a[1], a[0]);
            }
        }
        return found;
    }

    /** Fails with the list of findings unless {@link #nonZeroArrays} finds nothing. */
    public static void assertClean(String what, Object root) {
        List<String> found = nonZeroArrays(root);
        if (!found.isEmpty()) {
            throw new AssertionError(what + ": " + found.size() + " non-zero array(s) reachable after"
                    + " destroy: " + String.join(", ", found));
        }
    }

    private static boolean isOpaque(Class<?> c) {
        if (c.isEnum() || (c.getSuperclass() != null && c.getSuperclass().isEnum())) {
            return true;
        }
        String n = c.getName();
        return n.startsWith("java.") || n.startsWith("javax.") || n.startsWith("jdk.")
                || n.startsWith("sun.") || n.startsWith("com.sun.");
    }

    /** Records the arrays held by {@code static final} fields of project classes near {@code c}. */
    private static void staticConstants(Class<?> c, Set<Object> constants, Set<Class<?>> scanned) {
        Class<?> k = c;
        while (k.isArray()) {
            k = k.getComponentType();
        }
        if (k.isPrimitive() || isOpaque(k) || !scanned.add(k)) {
            return;
        }
        for (Field f : k.getDeclaredFields()) {
            int m = f.getModifiers();
            if (Modifier.isStatic(m) && Modifier.isFinal(m) && !f.getType().isPrimitive()) {
                f.setAccessible(true);
                try {
                    addArrays(f.get(null), constants);
                } catch (IllegalAccessException e) {
                    throw new AssertionError(e);
                }
            }
        }
        for (Class<?> inner : k.getDeclaredClasses()) {
            staticConstants(inner, constants, scanned);
        }
        if (k.getEnclosingClass() != null) {
            staticConstants(k.getEnclosingClass(), constants, scanned);
        }
    }

    private static void addArrays(Object v, Set<Object> constants) {
        if (v != null && v.getClass().isArray() && constants.add(v)
                && !v.getClass().getComponentType().isPrimitive()) {
            int n = Array.getLength(v);
            for (int i = 0; i < n; i++) {
                addArrays(Array.get(v, i), constants);
            }
        }
    }

    private static boolean allZero(Object array) {
        int n = Array.getLength(array);
        for (int i = 0; i < n; i++) {
            Object e = Array.get(array, i);
            boolean zero = (e instanceof Boolean b) ? !b
                    : (e instanceof Character ch) ? ch == 0
                    : ((Number) e).doubleValue() == 0 && ((Number) e).longValue() == 0;
            if (!zero) {
                return false;
            }
        }
        return true;
    }
}
